// Deep mode's modules laid out inside a phase slice (module_slices.h).
#include "export/module_slices.h"

#include <gtest/gtest.h>

namespace steplens::exporter {
namespace {

std::vector<ModuleTime> Model() {
  return {{"embed", 10},        {"blocks.0", 40}, {"blocks.0.attn", 15},
          {"blocks.0.mlp", 20}, {"blocks.1", 30}, {"head", 5}};
}

TEST(ModuleSlicesTest, ForwardNestsChildrenInSlotOrder) {
  const auto modules = Model();
  const auto out = LayOutModules(modules, 1000, 100, /*reverse=*/false);
  ASSERT_EQ(out.size(), 6u);
  auto at = [&](const std::string& name) {
    for (const ModuleSlice& s : out) {
      if (modules[s.module].name == name) return s;
    }
    ADD_FAILURE() << name;
    return ModuleSlice{};
  };
  EXPECT_EQ(at("embed").begin_ns, 1000);
  EXPECT_EQ(at("blocks.0").begin_ns, 1010);
  EXPECT_EQ(at("blocks.0.attn").begin_ns, 1010);
  EXPECT_EQ(at("blocks.0.attn").depth, 1);
  EXPECT_EQ(at("blocks.0.mlp").begin_ns, 1025);
  EXPECT_EQ(at("blocks.1").begin_ns, 1050);
  EXPECT_EQ(at("head").begin_ns, 1080);
  // Depth first: the parent before its children.
  EXPECT_EQ(modules[out[1].module].name, "blocks.0");
  EXPECT_EQ(modules[out[2].module].name, "blocks.0.attn");
}

TEST(ModuleSlicesTest, BackwardRunsBackToFrontAndOverrunsAreCut) {
  const auto modules = Model();
  // 100 ns of modules in a 60 ns phase.
  const auto out = LayOutModules(modules, 0, 60, /*reverse=*/true);
  for (const ModuleSlice& s : out) {
    EXPECT_GE(s.begin_ns, 0);
    EXPECT_LE(s.begin_ns + s.dur_ns, 60) << modules[s.module].name;
    EXPECT_GT(s.dur_ns, 0);
    EXPECT_LE(s.dur_ns, s.measured_ns);
  }
  ASSERT_GE(out.size(), 3u);
  EXPECT_EQ(modules[out[0].module].name, "head");  // the last module's backward first
  EXPECT_EQ(modules[out[1].module].name, "blocks.1");
  EXPECT_EQ(modules[out[2].module].name, "blocks.0");
  EXPECT_EQ(out[2].dur_ns, 25);  // 60 - 5 - 30: cut
  EXPECT_EQ(out[2].measured_ns, 40);
  // Its children in reverse too, inside what was left of it.
  EXPECT_EQ(modules[out[3].module].name, "blocks.0.mlp");
  EXPECT_EQ(out[3].dur_ns, 20);
  EXPECT_EQ(modules[out[4].module].name, "blocks.0.attn");
  EXPECT_EQ(out[4].dur_ns, 5);
  // embed found no room.
  EXPECT_EQ(out.size(), 5u);
}

TEST(ModuleSlicesTest, UnmeasuredModulesLeaveTheirPlaceToTheirChildren) {
  // a has no time (its backward did not run): a.b takes its place; c is 0.
  std::vector<ModuleTime> modules = {{"a", -1}, {"a.b", 5}, {"c", 0}, {"d", 7}};
  auto out = LayOutModules(modules, 0, 100, false);
  ASSERT_EQ(out.size(), 2u);
  EXPECT_EQ(modules[out[0].module].name, "a.b");
  EXPECT_EQ(out[0].depth, 0);
  EXPECT_EQ(out[0].begin_ns, 0);
  EXPECT_EQ(modules[out[1].module].name, "d");
  EXPECT_EQ(out[1].begin_ns, 5);
  EXPECT_TRUE(LayOutModules(Model(), 0, 0, false).empty());
  // A name that only looks nested ("blocks.10" is not in "blocks.1").
  modules = {{"blocks.1", 10}, {"blocks.10", 10}};
  out = LayOutModules(modules, 0, 100, false);
  ASSERT_EQ(out.size(), 2u);
  EXPECT_EQ(out[1].depth, 0);
  EXPECT_EQ(out[1].begin_ns, 10);
}

}  // namespace
}  // namespace steplens::exporter
