#pragma once

#include "rulesets/ruleset.h"

#include <QHash>
#include <QJsonObject>
#include <QString>

namespace adjutant::core {
struct Battle;
}

namespace adjutant::app {

// The facts of a procedure's input that the battle gives for one unit: its id and name, quality,
// cohesion, disorder, bases at the start and now, its commander; from the table's geometry its
// contacts, the commanders in range and the nearest enemy; from the log, whether its cohesion
// dropped this turn. Only the procedure's own fields are filled, and each says where it comes
// from. The players confirm or override them.
struct Prefill
{
    QJsonObject facts;
    QHash<QString, QString> why; // by field key: "the battle's record of Dutch foot (front)"

    // `droppedThisTurn`: the battle groups whose cohesion dropped this turn, from the log
    // (books::cohesionDroppedThisTurn), with the entry that dropped each.
    static Prefill fromBattle(const core::Battle &battle, const rulesets::Ruleset &ruleset,
                              const rulesets::ProcedureInfo &procedure, const QString &unitId,
                              const QHash<QString, qint64> &droppedThisTurn = {});
};

} // namespace adjutant::app
