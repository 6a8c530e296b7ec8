// cli/run_other_node.h — `steplens run` on a node other than 0.
//
// Contract
// - RunOtherNode(setup): this node's ranks report to node 0's aggregator
//   (through this node's relay unless --no-relay: relay/relay.h, one
//   connection for all of them); this launcher starts them, passes their
//   output through (and into stdout.log) and returns their exit code. A rank
//   that cannot reach the aggregator spools into this node's run directory
//   and keeps training; that is said once. The live view, the dashboard and
//   the summary are node 0's. Ctrl-C / SIGTERM as on node 0
//   (cli/run_signals.h). Errors (the relay or the job cannot start) print
//   one sentence and return kExitFailure.
#ifndef STEPLENS_CLI_RUN_OTHER_NODE_H_
#define STEPLENS_CLI_RUN_OTHER_NODE_H_

#include "cli/run_launch.h"

namespace steplens::cli {

int RunOtherNode(const RunSetup& setup);

}  // namespace steplens::cli

#endif  // STEPLENS_CLI_RUN_OTHER_NODE_H_
