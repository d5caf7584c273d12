#pragma once

namespace atlas {

class Lab;

// A short, fixed run so a fresh window (and its screenshot) shows the lab at
// work rather than empty tables: an order is paid, the payment is delivered
// again and recognised as a duplicate, and a second order's creation waits in
// the queue. Runs through Lab commands, so step back undoes it step by step.
void runDemoScript(Lab& lab);
// An order waiting for its payment (orders/ord-1001, PAYMENT_PENDING): free
// play's ready start, so the first Publish… has something to act on.
void seedReadyOrder(Lab& lab);

} // namespace atlas
