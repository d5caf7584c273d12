#pragma once

#include <cstdio>
#include <cstdlib>

// A property every input must keep. Not assert(): the replay programs are
// built with NDEBUG, and a broken property must fail there too. abort() is
// what libFuzzer reports as a crash, with the input saved.
#define FUZZ_CHECK(condition, what)                                                                \
    do {                                                                                           \
        if (!(condition)) {                                                                        \
            std::fprintf(stderr, "%s:%d: property violated: %s (%s)\n", __FILE__, __LINE__, what,  \
                         #condition);                                                              \
            std::abort();                                                                          \
        }                                                                                          \
    } while (false)
