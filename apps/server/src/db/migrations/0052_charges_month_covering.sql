-- The month's charges (issue 30): the totals of a month (count, charged, refunded, balance) read ~5,000 charges of the
-- large condominium from the table (158 pages) after the (condominium, created) index. Carrying the type and the value
-- in the index answers them from it (index-only). Same name and key, so the schema file keeps describing it.
DROP INDEX "cobrancas_unidade_condo_data_idx";--> statement-breakpoint
CREATE INDEX "cobrancas_unidade_condo_data_idx" ON "cobrancas_unidade" USING btree ("id_condo","created_at") INCLUDE ("tipo", "valor");
