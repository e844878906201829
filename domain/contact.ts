/** Longest contact message accepted, in characters (issue 4 item 9). */
export const contactMessageMaxLength = 2000;
