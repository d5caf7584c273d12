#pragma once

namespace atlas {

class Lab;

// A short, fixed run so a fresh window (and its screenshot) shows the lab at
// work rather than empty tables: an order is paid, the payment is delivered
// again and recognised as a duplicate, and a second order's creation waits in
// the queue. Runs through Lab commands, so step back undoes it step by step.
void runDemoScript(Lab& lab);

} // namespace atlas
