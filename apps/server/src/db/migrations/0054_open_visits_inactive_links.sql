-- Open visits (issue 30): the list and its count kept a visit only if its visitor-unit was active, looking up the
-- link of every open visit (1,579 lookups, 7.9 ms for the count on the benchmark's data). The few inactive links get
-- an index of their own: a visit is kept unless its link is one of them (0.7 ms).
CREATE INDEX "visitante_unidades_inativas_idx" ON "visitante_unidades" USING btree ("id") WHERE not ativo;
