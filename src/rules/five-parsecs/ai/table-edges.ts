/** The four edges of the table; "north" is y = 0, "west" is x = 0 (the table's own axes). */
export const TABLE_EDGES = ["north", "south", "east", "west"] as const;
export type TableEdge = (typeof TABLE_EDGES)[number];
