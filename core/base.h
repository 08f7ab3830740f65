#pragma once

#include "core/hexcell.h"
#include "core/length.h"

#include <QString>

namespace adjutant::core {

// One base of a unit. On a free-form table it is a rectangle: centre, facing (degrees clockwise,
// 0 faces away from side A's edge), frontage and depth. On a hex map it stands in a hex and faces
// one of its six vertices (N1600 7), 0 being the vertex towards the top of the map, clockwise.
struct Base
{
    QString id;
    Length x;
    Length y;
    double facing = 0.0;
    Length width;
    Length depth;
    HexCell hex;

    bool operator==(const Base &) const = default;
};

} // namespace adjutant::core
