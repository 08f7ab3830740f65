// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

namespace adjutant::cli {

// A command line the command cannot run (a missing option, a value that is no number): printed
// after the command's name, and adjutant-cli exits with 2, not 1 (a refusal).
struct UsageError
{
    QString message;
};

} // namespace adjutant::cli
