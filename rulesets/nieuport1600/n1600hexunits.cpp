// SPDX-License-Identifier: GPL-3.0-or-later
#include "rulesets/nieuport1600/n1600hexunits.h"

#include "core/error.h"
#include "core/unit.h"
#include "rulesets/rulebook.h"
#include "rulesets/tablerules.h"

#include <QHash>
#include <QJsonArray>

#include <stdexcept>

namespace adjutant::rulesets::nieuport1600 {

QString hexLabel(geometry::Hex hex)
{
    try {
        return QString::fromStdString(geometry::hexLabel(geometry::toOffset(hex)));
    } catch (const std::invalid_argument &) {
        return QString::fromStdString(geometry::describeHex(hex));
    }
}

geometry::HexUnitKind unitKind(const RuleBook &book, const QString &troopType)
{
    static const char tag = 0;
    using Kinds = QHash<QString, geometry::HexUnitKind>;
    const Kinds &kinds = book.derived<Kinds>(&tag, QString(), [&] {
        Kinds result;
        for (const char *key : {"types", "artillery"}) {
            for (const QJsonValue &type :
                 book.json(QStringLiteral("troopTypes"), QLatin1String(key)).toArray()) {
                const QString category = type[QStringLiteral("category")].toString();
                result.insert(type[QStringLiteral("name")].toString(),
                              category == QLatin1String("Cavalry") ? geometry::HexUnitKind::Cavalry
                              : category == QLatin1String("Artillery")
                                  ? geometry::HexUnitKind::Artillery
                                  : geometry::HexUnitKind::Infantry);
            }
        }
        return result;
    });
    return kinds.value(troopType, geometry::HexUnitKind::Infantry);
}

std::optional<geometry::HexUnit> placedUnit(const core::Unit &unit)
{
    if (unit.bases.isEmpty())
        return std::nullopt;
    const auto facing = geometry::HexFacing::fromVertex(int(unit.bases[0].facing));
    if (!facing)
        throw core::Error(QStringLiteral("%1: a facing is a vertex from 0 to 5 (N1600 7)")
                              .arg(unitInWords(unit)));
    if (unit.bases.size() == 1)
        return geometry::HexUnit::simple(hexOf(unit.bases[0].hex), *facing);
    if (unit.bases.size() == 2) {
        try {
            return geometry::HexUnit::doubleUnit(hexOf(unit.bases[0].hex), hexOf(unit.bases[1].hex),
                                                 *facing);
        } catch (const std::invalid_argument &error) {
            throw core::Error(QStringLiteral("%1: %2").arg(unitInWords(unit),
                                                           QString::fromStdString(error.what())));
        }
    }
    throw core::Error(
        QStringLiteral("%1: a Nieuport 1600 unit stands in one hex or two (N1600 2.2)")
            .arg(unitInWords(unit)));
}

} // namespace adjutant::rulesets::nieuport1600
