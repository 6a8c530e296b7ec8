#include "store/meta_table.h"

#include <gtest/gtest.h>

namespace steplens::store {
namespace {

TEST(MetaTableTest, ValuesAreReadAsTheirType) {
  const MetaTable meta({{"world_size", "8"},
                        {"run_first_end_ns", "-12"},
                        {"duration_s", "3.5"},
                        {"run_id", "abc"},
                        {"bad", "12x"},
                        {"empty", ""}});
  EXPECT_EQ(meta.Int("world_size"), 8);
  EXPECT_EQ(meta.Int("run_first_end_ns"), -12);
  EXPECT_EQ(meta.Count("run_first_end_ns"), std::nullopt);  // negative
  EXPECT_EQ(meta.Count("world_size"), 8u);
  EXPECT_EQ(meta.Real("duration_s"), 3.5);
  EXPECT_EQ(meta.Text("run_id"), "abc");
  EXPECT_EQ(meta.Text("absent"), "");
  EXPECT_EQ(meta.Int("bad"), std::nullopt);  // not a whole number
  EXPECT_EQ(meta.Int("empty"), std::nullopt);
  EXPECT_EQ(meta.Int("absent"), std::nullopt);
  EXPECT_EQ(meta.Real("bad"), std::nullopt);
  EXPECT_EQ(meta.Int("run_id"), std::nullopt);
  EXPECT_TRUE(meta.Has("empty"));
  EXPECT_FALSE(meta.Has("absent"));
}

}  // namespace
}  // namespace steplens::store
