#pragma once

#include <QStringList>

namespace adjutant::cli {

// Runs one command line (arguments[0] is the program). Prints JSON on stdout, messages on
// stderr; returns 0 on success, 1 when the command was refused, 2 on a usage error.
int run(const QStringList &arguments);

} // namespace adjutant::cli
