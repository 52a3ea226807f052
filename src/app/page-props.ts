/** What a prerendered page is given: the address's parameters (`:slug`). */
export type PageProps = { params: Readonly<Record<string, string | undefined>> };
