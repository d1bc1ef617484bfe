DROP INDEX "autorizacoes_periodo_idx";--> statement-breakpoint
CREATE INDEX "visitante_unidades_visitante_idx" ON "visitante_unidades" USING btree ("id_visitante");--> statement-breakpoint
CREATE INDEX "autorizacoes_periodo_idx" ON "autorizacoes" USING spgist (daterange("data_de", "data_ate", '[]')) WHERE excluido_em is null and data_de is not null;