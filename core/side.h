// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

namespace adjutant::core {

struct Side
{
    QString id;
    QString name;
    QString army; // army list, free text
    // Its camp has been sacked by the enemy (FoGR, Attrition Points: a sacked camp counts
    // against its army's break point).
    bool campSacked = false;

    bool operator==(const Side &) const = default;
};

} // namespace adjutant::core
