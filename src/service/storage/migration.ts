/** A numbered schema change; applied once, in order, and recorded in `schema_migrations`. */
export interface Migration {
  version: number;
  name: string;
  sql: string;
}
