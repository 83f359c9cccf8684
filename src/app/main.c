/* SPDX-License-Identifier: MIT */
/* monstermoon: entry point. Window-less commands run without touching SDL. */
#include <stdio.h>

#include "app.h"
#include "cli.h"

int main(int argc, char **argv)
{
    mm_cli cli;
    if (!mm_cli_parse(&cli, argc, argv))
        return 2;
    int code;
    if (mm_cli_run_windowless(&cli, &code))
        return code;
    return mm_app_run(&cli);
}
