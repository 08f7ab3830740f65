// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QJsonObject>

namespace adjutant::cli {

// The version of the CLI's JSON outputs, written as "schemaVersion" at the top of every one
// (docs/cli.md, "Schemas"; docs/schemas/*.schema.json). A key added, renamed, removed or given
// another meaning in any output is a new version, noted in docs/cli.md.
inline constexpr int kSchemaVersion = 1;

// Prints a command's JSON output on standard output, with its schemaVersion.
void printOutput(QJsonObject json);

} // namespace adjutant::cli
