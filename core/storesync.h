// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/error.h"

namespace adjutant::core {

class GameStore;

// Two logs of one battle that hold different events at `seq`: neither can simply be brought
// up to date from the other.
class DivergedLogError : public Error
{
public:
    DivergedLogError(const QString &message, qint64 seq) : Error(message), mSeq(seq) {}
    qint64 seq() const { return mSeq; }

private:
    qint64 mSeq;
};

// Moves a battle's log between two stores of the same battle (a laptop's file and the club
// server, either way): `to` gets the events of `from` that it lacks, in order, each once.
class StoreSync
{
public:
    // Returns how many events were sent. Refuses (nothing sent) two different battles
    // (core::Error), or two logs that have gone different ways (DivergedLogError: `to` holds an
    // event that `from` has not at that seq); throws StaleLogError if `to` grew meanwhile.
    static qint64 sendMissing(GameStore &from, GameStore &to);
};

} // namespace adjutant::core
