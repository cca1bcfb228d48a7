-- How many eligible plans had a value for each period of a category's averages ({"1y": 41, "3y": 1, ...}):
-- an average below the minimum (MIN_PEER_PLANS) is stored as null and shown as "not enough funds" with this count.
ALTER TABLE "category_metrics" ADD COLUMN "plan_counts" jsonb;
