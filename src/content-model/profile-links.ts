/**
 * The owner's links besides e-mail (content/profile.yml): each an address and the name its button
 * shows, both optional, so an owner with no art portfolio, say, leaves it out. The schema checks
 * the pairs (./schema/profile.ts); the loader makes the list (load.ts), and the pages get the list
 * in place of the fields (scripts/site/content-check/plugin.ts).
 */

/** Each link's two fields in profile.yml, in the order Home's card and the footer list them. */
export const profileLinkFields = {
  professionalNetwork: { url: 'professionalNetworkUrl', name: 'professionalNetworkName' },
  artPortfolio: { url: 'artPortfolioUrl', name: 'artPortfolioName' },
} as const;

export type ProfileLinkKind = keyof typeof profileLinkFields;

export type ProfileLinkField =
  (typeof profileLinkFields)[ProfileLinkKind][keyof (typeof profileLinkFields)[ProfileLinkKind]];

/** A link the owner wrote. */
export interface ProfileLink {
  kind: ProfileLinkKind;
  url: string;
  name: string;
}

/**
 * The links the owner wrote: what Home's card, the footer, the resume and the pages' metadata
 * list.
 */
export function profileLinks(profile: {
  [field in ProfileLinkField]?: string | undefined;
}): ProfileLink[] {
  return (Object.keys(profileLinkFields) as ProfileLinkKind[]).flatMap((kind) => {
    const url = profile[profileLinkFields[kind].url];
    const name = profile[profileLinkFields[kind].name];
    return url === undefined || name === undefined ? [] : [{ kind, url, name }];
  });
}

/** The profile without the links' fields: what the pages get beside the list. */
export function withoutLinkFields<T extends object>(profile: T): Omit<T, ProfileLinkField> {
  const fields = new Set<string>(
    Object.values(profileLinkFields).flatMap(({ url, name }) => [url, name]),
  );
  return Object.fromEntries(Object.entries(profile).filter(([key]) => !fields.has(key))) as Omit<
    T,
    ProfileLinkField
  >;
}
