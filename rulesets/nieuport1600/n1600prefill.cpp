// Nieuport1600TableRules::prefill: the facts of a procedure about one unit from the battle's
// record of it (its id, name, type letter, morale value and level). The map's facts (a target, a
// distance, flank or rear) are the players' to give until the hex map pre-fills them.
#include "core/battle.h"
#include "rulesets/nieuport1600/nieuport1600tablerules.h"
#include "rulesets/prefillfiller.h"
#include "rulesets/rulebook.h"

#include <QCoreApplication>

namespace adjutant::rulesets::nieuport1600 {

Prefill Nieuport1600TableRules::prefill(const core::Battle &battle, const ProcedureInfo &procedure,
                                        const QString &unitId, const QHash<QString, qint64> &) const
{
    Prefill prefill;
    const int index = battle.unitIndex(unitId);
    if (index < 0)
        return prefill;
    const core::Unit &unit = battle.units[index];
    const QString name = unit.name.isEmpty() ? unit.id : unit.name;
    const QString record =
        QCoreApplication::translate("Prefill", "the battle's record of %1").arg(name);
    PrefillFiller fill(procedure, prefill);
    fill.set(QStringLiteral("unit"), InputField::Kind::Text, unit.id, record);
    fill.set(QStringLiteral("name"), InputField::Kind::Text, name, record);
    fill.set(QStringLiteral("type"), InputField::Kind::Choice, unit.troopType, record);
    // N1600 2.2: the morale value printed on the counter, kept as the unit's quality.
    bool isNumber = false;
    const int morale = unit.quality.toInt(&isNumber);
    if (isNumber)
        fill.set(QStringLiteral("morale"), InputField::Kind::Integer, morale,
                 QCoreApplication::translate("Prefill", "%1's counter (its quality)").arg(name));
    // N1600 12: the level the players recorded (artillery has one status and none recorded).
    if (mBook.strings(QStringLiteral("morale"), QStringLiteral("levels"))
            .contains(unit.state.cohesion))
        fill.set(QStringLiteral("level"), InputField::Kind::Choice, unit.state.cohesion, record);
    return prefill;
}

} // namespace adjutant::rulesets::nieuport1600
