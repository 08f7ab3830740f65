// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/length.h"

#include <cmath>

namespace adjutant::core {

Length Length::fromMillimetres(double mm)
{
    return Length(qint64(std::llround(mm * 1000.0)));
}

} // namespace adjutant::core
