// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/storesync.h"

#include "core/error.h"
#include "core/gamestore.h"

namespace adjutant::core {

qint64 StoreSync::sendMissing(GameStore &from, GameStore &to)
{
    if (from.battleId() != to.battleId()) {
        throw Error(QStringLiteral("%1 and %2 are different battles").arg(from.location(), to.location()));
    }
    const QList<Event> have = to.loadEvents();
    const QList<Event> all = from.loadEvents();
    if (have.size() > all.size()) {
        throw DivergedLogError(QStringLiteral("%1 holds %2 events, more than %3 (%4): bring it the other way")
                        .arg(to.location())
                        .arg(have.size())
                        .arg(from.location())
                        .arg(all.size()),
                               all.size() + 1);
    }
    for (qsizetype i = 0; i < have.size(); ++i) {
        if (have[i].id != all[i].id || have[i].seq != all[i].seq) {
            throw DivergedLogError(QStringLiteral("%1 and %2 have gone different ways at event %3; nothing was sent")
                                       .arg(from.location(), to.location())
                                       .arg(all[i].seq),
                                   all[i].seq);
        }
    }
    for (qsizetype i = have.size(); i < all.size(); ++i)
        to.append(all[i]);
    return all.size() - have.size();
}

} // namespace adjutant::core
