// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// adjutant-cli's outputs against their published schemas (docs/schemas/, docs/cli.md "Schemas").
// Every CLI test runs its commands through a helper that calls verifyCliOutput.
#include <QByteArray>
#include <QString>
#include <QStringList>

namespace jsonschema {

// The schema file (under docs/schemas) of what `adjutant-cli args...` prints on success, or
// empty for what prints no output of the CLI's own (--help, --version, log --text, export's
// scenario, adjudicate --example's input, standings --csv).
QString cliSchemaFor(const QStringList &args);

// Every way the output breaks its schema: the output is no JSON object, or its schema refuses
// it. Empty when it is valid, when the command failed, or when no schema applies.
QStringList checkCliOutput(const QStringList &args, int exitCode, const QByteArray &out);

// checkCliOutput, failing the running Qt Test function with the problems.
void verifyCliOutput(const QStringList &args, int exitCode, const QByteArray &out);

} // namespace jsonschema
