// SPDX-License-Identifier: GPL-3.0-or-later
#include "geometry/hexfacing.h"

#include <stdexcept>
#include <string>

namespace adjutant::geometry {

HexFacing::HexFacing(int vertex)
{
    const std::optional<HexFacing> facing = fromVertex(vertex);
    if (!facing)
        throw std::invalid_argument("facing " + std::to_string(vertex) +
                                    " is not a vertex 0 to 5 (N1600 7: units face a hex vertex)");
    mVertex = facing->mVertex;
}

} // namespace adjutant::geometry
