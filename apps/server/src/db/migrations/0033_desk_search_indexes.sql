-- The desk's one search (issue 32): the start of a unit's name in every condominium, and the words of a vehicle's
-- model, colour and place (a name typed in the search read every vehicle: 4.4 ms, 0.17 ms with the index).
CREATE INDEX "unidades_busca_idx" ON "unidades" USING btree ("busca" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "veiculos_busca_idx" ON "veiculos" USING gin ("busca" gin_trgm_ops);
