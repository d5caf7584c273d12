#pragma once

#include "AttemptVerdict.h"

namespace atlas {

struct AttemptRead;
struct Exercise;

// Regrades an attempt: a fresh Lab, the exercise's starting world, the
// attempt's commands under the exercise's rules, then the grade.
class AttemptReplay
{
public:
    static AttemptVerdict replay(const Exercise& exercise, const AttemptRead& attempt);
};

} // namespace atlas
