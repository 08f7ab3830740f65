// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Inside fogr: which rows of the shooting tables apply to a shooter (shootingrows.cpp), shared by
// shooting.cpp (the procedure) and shootingprocedure.cpp (its form and input).

#include "rulesets/fogr/shooting.h"
#include "rulesets/modifier.h"

#include <QList>
#include <QString>

#include <initializer_list>

namespace adjutant::rulesets::fogr::shootingrows {

inline const QString kDice = QStringLiteral("shootingDice");

bool oneOf(const QString &word, std::initializer_list<const char *> words);
bool isArtillery(const QString &type);
bool isFirearm(const QString &weapon);
QString diceRow(const Shooter &s, const RuleBook &book);
QList<Modifier> poaRows(const Shooter &s, const ShootingTarget &t, const RuleBook &book);

} // namespace adjutant::rulesets::fogr::shootingrows
