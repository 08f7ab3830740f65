// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QImage>
#include <QSizeF>

namespace adjutant::capture {

class TableMapping;

// The photo seen from straight above: the playing area (`tableMm`, its corner (0, 0) at the
// image's bottom left, y up the image) at `pixelsPerMm`, the table's plane as the mapping places
// it, transparent where the photo does not reach. Null for an invalid mapping. For the confirm
// view's background, not for measuring (the bases' poses come from their markers).
QImage tableImage(const QImage &photo, const TableMapping &mapping, QSizeF tableMm, double pixelsPerMm);

} // namespace adjutant::capture
