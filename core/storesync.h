#pragma once

#include <QtGlobal>

namespace adjutant::core {

class GameStore;

// Moves a battle's log between two stores of the same battle (a laptop's file and the club
// server, either way): `to` gets the events of `from` that it lacks, in order, each once.
class StoreSync
{
public:
    // Returns how many events were sent. Refuses (core::Error, nothing sent) two different
    // battles, or two logs that have gone different ways (`to` holds an event that `from` has
    // not at that seq); throws StaleLogError if `to` grew meanwhile.
    static qint64 sendMissing(GameStore &from, GameStore &to);
};

} // namespace adjutant::core
