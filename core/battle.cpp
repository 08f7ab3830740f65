// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/battle.h"

namespace adjutant::core {

namespace {
template<typename T>
int indexById(const QList<T> &list, const QString &id)
{
    for (qsizetype i = 0; i < list.size(); ++i) {
        if (list[i].id == id)
            return int(i);
    }
    return -1;
}
} // namespace

int Battle::sideIndex(const QString &id) const { return indexById(sides, id); }
int Battle::unitIndex(const QString &id) const { return indexById(units, id); }
int Battle::commanderIndex(const QString &id) const { return indexById(commanders, id); }
int Battle::terrainIndex(const QString &id) const { return indexById(terrain, id); }

} // namespace adjutant::core
