#pragma once

#include "core/hexcell.h"
#include "core/length.h"

#include <QString>

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

    bool operator==(const Commander &) const = default;
};

} // namespace adjutant::core
