/** A centred section title (h2) with an optional introduction, for the public pages. */
export function SectionHeading({
  id,
  title,
  intro,
}: {
  id: string;
  title: string;
  intro?: string;
}) {
  return (
    <div className="mx-auto max-w-3xl text-center">
      <h2 id={id} className="text-2xl font-bold sm:text-3xl">
        {title}
      </h2>
      {intro ? <p className="mt-3 text-lg text-slate-700">{intro}</p> : null}
    </div>
  );
}
