// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QIcon>

namespace adjutant::app {

// The window's icon: packaging/adjutant.svg (two battle groups and the ruler between them), drawn
// at the sizes a desktop asks for. Drawn here because Qt reads SVG only with a module Adjutant
// does not depend on; change both together.
QIcon appIcon();

} // namespace adjutant::app
