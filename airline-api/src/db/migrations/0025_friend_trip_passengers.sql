-- Decision 56: a trip a member adds by another traveller's ticket opens that passenger (and those in their care),
-- not the whole booking. The passengers' indexes are kept with the trip; rows added before keep NULL, which
-- still opens the whole order (the ticket that added them was not kept, so no passenger can be told).
ALTER TABLE "check_in_friend_trip" ADD COLUMN "passengers" integer[];
