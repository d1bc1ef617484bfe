-- The searches where a word may name a unit (vehicles, occurrences, the day's cards) tested every unit of the
-- condominium against each word (~2,000 in the large one, 0.8-1.3 ms a word). A trigram index on the unit's folded
-- name finds them, or none, at once (issue 30; units-naming.ts).
CREATE INDEX "unidades_busca_trgm_idx" ON "unidades" USING gin ("busca" gin_trgm_ops);
