-- The desk console (issue 32, decision 121): the one search reads a tracking code and a plate from their start, the
-- unit page reads a unit's bookings from today and its last timeline events, each on its own index.
CREATE INDEX "correspondencias_rastreio_idx" ON "correspondencias" USING btree ("id_condo",upper("codigo_rastreio") text_pattern_ops) WHERE "correspondencias"."codigo_rastreio" is not null;--> statement-breakpoint
CREATE INDEX "veiculos_condo_placa_prefixo_idx" ON "veiculos" USING btree ("id_condo","placa" text_pattern_ops) WHERE "veiculos"."ativo" and "veiculos"."placa" is not null;--> statement-breakpoint
CREATE INDEX "area_reservas_unidade_inicio_idx" ON "area_reservas" USING btree ("id_unidade","data_inicio_reserva");--> statement-breakpoint
CREATE INDEX "timeline_events_unidade_inicio_idx" ON "timeline_events" USING btree ("id_unidade","dt_inicio","id") WHERE "timeline_events"."id_unidade" is not null;