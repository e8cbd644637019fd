// The columns of a product row as the API reads it (models.ts ProductRow): every column but the
// full-text index's, which only the search statements read in SQL and no field answers.
import { getTableColumns } from 'drizzle-orm'
import { products } from '../db'

const {
  searchText: _searchText,
  searchVector: _searchVector,
  ...columns
} = getTableColumns(products)

/** A product row's columns for a select (`db.select({ product: productRowColumns })`). */
export const productRowColumns = columns

/** The same, as a relational query's `columns` option. */
export const productRowColumnFlags = { searchText: false, searchVector: false } as const
