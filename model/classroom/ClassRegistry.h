#pragma once

#include "postgres/ServerAddress.h"

#include <QString>

#include <optional>

namespace atlas {

// The teacher's and the learner's first words with the class server, each
// over a brief connection of its own.
class ClassRegistry
{
public:
    // Letters and digits that cannot be misread on a projector (no 0/O, 1/I/L).
    static constexpr const char* kCodeAlphabet = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";
    static constexpr int kCodeLength = 6;

    // Creates the schema if needed (ClassSchema::ensure), then a class with a
    // new code. The code, or empty with the reason in *why.
    static std::optional<QString> createClass(const ServerAddress& server, const QString& name,
                                              QString* why = nullptr);
    // The class's name, or empty with the reason in *why (unreachable, no
    // such class): a learner's Join checks the code before keeping it.
    static std::optional<QString> className(const ServerAddress& server, const QString& code,
                                            QString* why = nullptr);
    // A new random code. Not from the Lab's Rng: a class code is not part of
    // the simulated world, and a replayed lesson must not recreate another
    // class's code; it comes from the system's generator.
    static QString newCode();
    // Upper-cased and trimmed, as learners type it.
    static QString normalisedCode(const QString& typed);
};

} // namespace atlas
