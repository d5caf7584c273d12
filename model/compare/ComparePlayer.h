#pragma once

#include "CompareStepResult.h"
#include "lesson/Scenario.h"
#include "lesson/player/PlayedSteps.h"

#include <vector>

namespace atlas {

class CompareSession;

// Plays a compare scenario on a CompareSession: the shared setup with each
// side's settings, then every step on both worlds, each side's expectations
// checked on its own world. A scenario without "compare" plays the same on
// both sides (the session's current settings are replaced by empty ones).
class ComparePlayer : public PlayedSteps<CompareStepResult>
{
public:
    ComparePlayer(CompareSession& session, Scenario scenario);

    void restart();
    // Precondition: !atEnd().
    const CompareStepResult& step();
    bool stepBack();
    void runToEnd();

private:
    CompareSession& session_;
};

} // namespace atlas
