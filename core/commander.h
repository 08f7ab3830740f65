// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/hexcell.h"
#include "core/length.h"

#include <QJsonObject>
#include <QString>
#include <QStringList>

namespace adjutant::core {

struct Commander
{
    QString id;
    QString side;
    QString name;
    QString rank; // rule-set word: "Great Commander", "General", ...
    Length x;     // free-form tables
    Length y;
    HexCell hex;  // hex maps
    QString attachedTo; // unit id, or empty
    // The orders his command holds, in the rule set's words (N1600 6.2: "Chargez!"), or empty;
    // the markers on him, also its words (N1600 2.3: "Bypassed", "No continuation"); and free
    // values the rule set reads by its own keys (N1600 2.1: {"command": 1}). Core does not
    // interpret them, as with Unit::properties.
    QString orders;
    QStringList markers;
    QJsonObject properties;

    bool operator==(const Commander &) const = default;
};

} // namespace adjutant::core
