// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

namespace adjutant::core {

// `text` as a message may echo it: line breaks, tabs, other control characters and lone UTF-16
// surrogates written as escapes (\n, \t, \u001b, \udfff), so that a typed id, key or type can
// neither split a one-line message nor smuggle terminal control sequences into it.
QString printable(QStringView text);
// A name a message echoes from a file that may be damaged (an event's type): shortened as the
// views show a long name (TextLimits::shortened), then printable.
QString printableName(const QString &name);

} // namespace adjutant::core
