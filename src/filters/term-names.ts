import { createContext, useContext } from 'react';
import type { SearchTerm } from './engine/value-model';

/** A name for a term the link writes as an id (an advertiser's name for `owner_id:42`), or undefined. */
export type TermNamer = (term: SearchTerm) => string | undefined;

const NO_NAMES: TermNamer = () => undefined;

/** Provided where ids in terms can be named (the v2 `owners` extension); elsewhere terms read as written. */
export const TermNamesContext = createContext<TermNamer>(NO_NAMES);

/** The nearest {@link TermNamer}. */
export function useTermNamer(): TermNamer {
  return useContext(TermNamesContext);
}
