-- The shift book's lists all leave deleted entries out (issue 34): an index without them answers a page's ids alone
-- (index-only), where the full one read each walked entry's row to test excluido_em.
DROP INDEX "livro_registros_condo_criado_idx";--> statement-breakpoint
CREATE INDEX "livro_registros_condo_criado_idx" ON "livro_registros" USING btree ("id_condo","criado_em","id") WHERE "livro_registros"."excluido_em" is null;