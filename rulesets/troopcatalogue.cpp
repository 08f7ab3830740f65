// SPDX-License-Identifier: GPL-3.0-or-later
#include "rulesets/troopcatalogue.h"

namespace adjutant::rulesets {

QList<TroopType> troopCatalogueFrom(const QJsonArray &types)
{
    QList<TroopType> catalogue;
    for (const QJsonValue &type : types) {
        const QJsonObject object = type.toObject();
        catalogue.append({object.value(QStringLiteral("name")).toString(),
                          object.value(QStringLiteral("category")).toString(), object});
    }
    return catalogue;
}

} // namespace adjutant::rulesets
