// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QJsonObject>
#include <QString>
#include <QStringList>

namespace adjutant::core {
struct Battle;
}

namespace adjutant::rulesets {
class RuleBook;
}

namespace adjutant::rulesets::fogr {

// FoGR: at impact only the bases that charged into contact fight (In the Impact Phase); in the
// melee rear ranks and overlaps join (In the Melee Phase).
enum class CloseCombatPhase
{
    Impact,
    Melee
};

// The input of the FoGR `impact` or `melee` procedure for battle group `a` against `b` as they
// stand on the table, and which of its facts came from the table (paths such as
// "sides[0].groups"), for a resolver to say so. Files are found from the bases' positions: each
// front rank base in front edge contact with an enemy base fights that base's file; its file's
// depth in bases of the same kind gives its ranks; a file of shot beside a file of pike (or of
// medium foot shot beside heavy or determined foot) of the same battle group, both protected
// (FoGR: Protection). In the melee a file's second base fights too (not for troops with no rear
// rank dice) and a front rank base beside a fighting friend, fronts in line, is an overlap
// against the enemy base that friend fights. A file touching no terrain piece is in open terrain
// (the glossary defining it is missing; the notes say when a file touches terrain). Throws core::Error for an unknown battle group or
// when the two have no base in front edge contact.
struct CloseCombatInput
{
    QJsonObject input;
    QStringList derived;
    QStringList notes;
};

CloseCombatInput closeCombatInput(const RuleBook &book, const core::Battle &battle,
                                  const QString &a, const QString &b, CloseCombatPhase phase);

} // namespace adjutant::rulesets::fogr
