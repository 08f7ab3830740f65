// SPDX-License-Identifier: GPL-3.0-or-later
#include "rulesets/unitcohesion.h"

#include "core/unit.h"
#include "rulesets/ruleset.h"

namespace adjutant::rulesets {

UnitCohesion unitCohesion(const Ruleset &ruleset, const core::Unit &unit)
{
    UnitCohesion out;
    if (!unit.state.cohesion.isEmpty()) {
        out.level = unit.state.cohesion;
        out.recorded = true;
        return out;
    }
    out.start = ruleset.startingCohesion();
    if (out.start.isAvailable() && out.start.value.isString())
        out.level = out.start.value.toString();
    return out;
}

QString UnitCohesion::note() const
{
    if (recorded)
        return {};
    if (level.isEmpty())
        return start.reason.isEmpty() ? QStringLiteral("not recorded")
                                      : QStringLiteral("not recorded (%1)").arg(start.reason);
    QString why = start.source;
    if (start.status == RuleValue::Status::Interpreted)
        why += QStringLiteral("; interpreted: ") + start.reason;
    return QStringLiteral("not recorded; every unit starts at %1 (%2)").arg(level, why);
}

} // namespace adjutant::rulesets
