DROP INDEX "correspondencias_unidade_chegada_idx";--> statement-breakpoint
DROP INDEX "correspondencias_pendentes_idx";--> statement-breakpoint
DROP INDEX "correspondencias_condo_chegada_idx";--> statement-breakpoint
CREATE INDEX "correspondencias_unidade_chegada_idx" ON "correspondencias" USING btree ("id_condo","id_unidade","data_chegada","id");--> statement-breakpoint
CREATE INDEX "correspondencias_pendentes_idx" ON "correspondencias" USING btree ("id_condo","id_unidade","data_chegada","id") WHERE status = 'PENDENTE';--> statement-breakpoint
CREATE INDEX "correspondencias_condo_chegada_idx" ON "correspondencias" USING btree ("id_condo","data_chegada","id");