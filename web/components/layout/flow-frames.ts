import type { TFunction } from 'i18next';

/** The frame of a quote-flow page: its title (a catalogue key), progress in percent, width. */
export interface FlowFrame {
  title: string;
  progress: number;
  wide?: boolean;
}

/**
 * The frames of the quote flow's pages (docs/product/specification.md §2: title and progress of
 * each step). Each page draws its own (FlowPage) and shows it while its data loads
 * (FramedSuspense); the build prerenders it for the page's address (web/prerender.tsx, from the
 * route's `FramedHandle`), so the frame the first paint shows stays on screen until the page
 * fills it (docs/product/design.md §10: the page's frame prerendered, data after; decision 0039).
 */
export const flowFrames = {
  vehicle: { title: 'flow.stepVehicle', progress: 16.67 },
  driver: { title: 'flow.stepDriver', progress: 33.33 },
  guarantees: { title: 'flow.stepGuarantees', progress: 50 },
  comparison: { title: 'comparison.title', progress: 66, wide: true },
  offer: { title: 'offer.title', progress: 66, wide: true },
} as const satisfies Record<string, FlowFrame>;

/** The name of a quote-flow page's frame, as its route names it (`FramedHandle`). */
export type FlowFrameName = keyof typeof flowFrames;

/**
 * The handle of a quote-flow page's route (router.tsx): the name of its frame, which the build
 * prerenders for its address and the page itself draws (useRouteFrame), so the two never differ.
 */
export interface FramedHandle {
  frame: FlowFrameName;
}

/** Whether a route's handle names a frame. */
export const isFramedHandle = (handle: unknown): handle is FramedHandle =>
  typeof handle === 'object' && handle !== null && 'frame' in handle;

/** FlowPage's props for `frame`, its title in the interface language. */
export const frameProps = (t: TFunction, frame: FlowFrame) => ({
  title: t(frame.title),
  progress: frame.progress,
  wide: frame.wide ?? false,
});
